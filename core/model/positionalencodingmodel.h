// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/comparison.h"
#include "core/math/encoding.h"

#include <QAbstractTableModel>
#include <QList>

namespace pe {

// The one model every view and the lesson wizard read: rows are positions 0 .. positionCount - 1,
// columns the d components. It owns the parameters; views tell it what the user picked and it
// tells everyone. Setters reject invalid values (return false, emit nothing).
class PositionalEncodingModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(int dimension READ dimension WRITE setDimension NOTIFY dimensionChanged)
    Q_PROPERTY(double base READ base WRITE setBase NOTIFY baseChanged)
    Q_PROPERTY(
        int positionCount READ positionCount WRITE setPositionCount NOTIFY positionCountChanged)
    Q_PROPERTY(qint64 positionP READ positionP WRITE setPositionP NOTIFY positionPChanged)
    Q_PROPERTY(qint64 positionQ READ positionQ WRITE setPositionQ NOTIFY positionQChanged)
    Q_PROPERTY(bool encodingEnabled READ isEncodingEnabled WRITE setEncodingEnabled NOTIFY
                   encodingEnabledChanged)
    Q_PROPERTY(pe::Layout componentLayout READ componentLayout WRITE setComponentLayout NOTIFY
                   componentLayoutChanged)
    Q_PROPERTY(int pickedDimension READ pickedDimension WRITE setPickedDimension NOTIFY
                   pickedDimensionChanged)
    Q_PROPERTY(QList<int> shownDimensions READ shownDimensions WRITE setShownDimensions NOTIFY
                   shownDimensionsChanged)

public:
    enum Role { RawValueRole = Qt::UserRole + 1, PairRole, IsCosineRole, AngleRole };

    explicit PositionalEncodingModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int dimension() const { return m_encoding.dimension(); }
    double base() const { return m_encoding.base(); }
    int positionCount() const { return m_positionCount; }
    qint64 positionP() const { return m_p; }
    qint64 positionQ() const { return m_q; }
    bool isEncodingEnabled() const { return m_enabled; }
    Layout componentLayout() const { return m_encoding.layout(); }
    int pickedDimension() const { return m_pickedDimension; }
    QList<int> shownDimensions() const { return m_shownDimensions; }

    const Encoding &encoding() const { return m_encoding; }
    // PE(p) vs PE(q) under the current switch; recomputed only when a parameter changes.
    const Comparison &comparison() const { return m_comparison; }

    // Default dims for the wave view: all of them for d <= 8, else 0, 1 and 10 (the lecture's).
    static QList<int> defaultShownDimensions(int dimension);

public Q_SLOTS:
    bool setDimension(int dimension);
    bool setBase(double base);
    bool setPositionCount(int count);
    bool setPositionP(qint64 position);
    bool setPositionQ(qint64 position);
    void setEncodingEnabled(bool enabled);
    void setComponentLayout(pe::Layout layout);
    bool setPickedDimension(int dimension);
    bool setShownDimensions(const QList<int> &dimensions);
    // One pick of a cell (a heatmap click): p = position, the picked dimension, and that dimension
    // shown on the waves. All values are set before any signal, so listeners (the undo recorder)
    // see one change.
    bool pickCell(qint64 position, int dimension);

Q_SIGNALS:
    void dimensionChanged(int dimension);
    void baseChanged(double base);
    void positionCountChanged(int count);
    void positionPChanged(qint64 position);
    void positionQChanged(qint64 position);
    void encodingEnabledChanged(bool enabled);
    void componentLayoutChanged(pe::Layout layout);
    void pickedDimensionChanged(int dimension);
    void shownDimensionsChanged(const QList<int> &dimensions);
    // Any of the encoding's parameters or the compared positions changed (after the specific
    // signal): the one signal a view that shows everything listens to.
    void parametersChanged();

private:
    void recompute();
    void changeEncoding(const Encoding &encoding, bool columnsChange);

    Encoding m_encoding;
    int m_positionCount = 50;
    qint64 m_p = 0;
    qint64 m_q = 3;
    bool m_enabled = true;
    int m_pickedDimension = 0;
    QList<int> m_shownDimensions;
    Comparison m_comparison;
};

} // namespace pe

Q_DECLARE_METATYPE(pe::Layout)
